import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useDataSource } from "#src/client/data/data-context";
import { queryKeys } from "#src/client/data/source";
import type {
  RoomDto,
  RoomInput,
  SeatingChartDto,
  SeatingChartInput,
  SeatingChartSummaryDto,
  SeatNeedDto,
  SeatNeedsInput,
} from "#src/domain/schemas/seating";

/** The class's rooms, oldest first. */
export function useRooms(classId: string) {
  const source = useDataSource();
  return useQuery<RoomDto[]>({
    queryKey: queryKeys.rooms(classId),
    queryFn: () => source.listRooms(classId),
  });
}

/** Adds a room, or saves a drawn one over its stored version (If-Match; a stale one answers 409). */
export function useSaveRoom(classId: string) {
  const source = useDataSource();
  const client = useQueryClient();
  return useMutation({
    scope: { id: `rooms-${classId}` },
    mutationFn: ({ id, version, input }: { id?: string; version?: number; input: RoomInput }) =>
      id === undefined
        ? source.createRoom(classId, input, { idempotencyKey: crypto.randomUUID() })
        : source.updateRoom(id, input, { ifMatch: version }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.rooms(classId) }),
  });
}

export function useDeleteRoom(classId: string) {
  const source = useDataSource();
  const client = useQueryClient();
  return useMutation({
    scope: { id: `rooms-${classId}` },
    mutationFn: (id: string) => source.deleteRoom(id),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.rooms(classId) }),
  });
}

/** The class's students with a seat need. */
export function useSeatNeeds(classId: string) {
  const source = useDataSource();
  return useQuery<SeatNeedDto[]>({
    queryKey: queryKeys.seatNeeds(classId),
    queryFn: () => source.listSeatNeeds(classId),
  });
}

export function useSaveSeatNeeds(classId: string) {
  const source = useDataSource();
  const client = useQueryClient();
  return useMutation({
    scope: { id: `seat-needs-${classId}` },
    mutationFn: (input: SeatNeedsInput) => source.saveSeatNeeds(classId, input),
    onSuccess: (saved) => client.setQueryData(queryKeys.seatNeeds(classId), saved),
  });
}

/** The class's saved charts, newest first. */
export function useSeatingCharts(classId: string) {
  const source = useDataSource();
  return useQuery<SeatingChartSummaryDto[]>({
    queryKey: queryKeys.seatingCharts(classId),
    queryFn: () => source.listSeatingCharts(classId),
  });
}

/** Reads one saved chart (its seats never change once saved, so a cached copy stays true). */
export function useChartReader() {
  const source = useDataSource();
  const client = useQueryClient();
  return (id: string) =>
    client.fetchQuery<SeatingChartDto>({
      queryKey: queryKeys.seatingChart(id),
      queryFn: () => source.getSeatingChart(id),
      staleTime: Number.POSITIVE_INFINITY,
    });
}

export function useSaveChart(classId: string) {
  const source = useDataSource();
  const client = useQueryClient();
  return useMutation({
    scope: { id: `seating-charts-${classId}` },
    mutationFn: (input: SeatingChartInput) =>
      source.saveSeatingChart(classId, input, { idempotencyKey: crypto.randomUUID() }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.seatingCharts(classId) }),
  });
}

export function useRenameChart(classId: string) {
  const source = useDataSource();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name, version }: { id: string; name: string; version: number }) =>
      source.renameSeatingChart(id, name, { ifMatch: version }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.seatingCharts(classId) }),
  });
}

export function useDeleteChart(classId: string) {
  const source = useDataSource();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => source.deleteSeatingChart(id),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.seatingCharts(classId) }),
  });
}
